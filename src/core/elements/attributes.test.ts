import { describe, expect, it } from 'vitest';
import { attributeTypes, widgetProps } from './attributes';

describe('what a Widget receives from its element', () => {
  it('gets the default for an attribute left out, empty, or with a value it does not take', () => {
    expect(widgetProps('sacra-inventory', {})).toEqual({ view: 'list', itemId: undefined });
    expect(widgetProps('sacra-inventory', { view: 'edit', itemId: '12' })).toEqual({ view: 'edit', itemId: '12' });
    expect(widgetProps('sacra-inventory', { view: 'nada' }).view).toBe('list');
    expect(widgetProps('sacra-notices', { view: 'public', heading: '' })).toMatchObject({ view: 'public', heading: 'Avisos da paróquia' });
    expect(widgetProps('sacra-catechesis', { sacramento: 'batismo' }).sacramento).toBe('crisma');
    expect(widgetProps('sacra-catechesis', { sacramento: 'eucaristia' }).sacramento).toBe('eucaristia');
  });

  it('keeps a number inside its range, else the default', () => {
    const days = (value?: number) => widgetProps('sacra-mass-times', { days: value }).days;
    expect([days(undefined), days(14), days(0), days(40), days(2.5), days(Number.NaN)]).toEqual([7, 14, 7, 7, 7, 7]);
    expect(widgetProps('sacra-dashboard', { months: 24 }).months).toBe(24);
    expect(widgetProps('sacra-dashboard', { months: 25 }).months).toBe(12);
  });

  it('drops a value an attribute without default does not take, and passes any other attribute as written', () => {
    expect(widgetProps('sacra-sacramentos', { view: 'record', tipo: 'casamento', recordId: 'x' })).toEqual({ view: 'record', tipo: undefined, recordId: 'x' });
    expect(widgetProps('sacra-sacramentos', { tipo: 'obito' }).tipo).toBe('obito');
    expect(widgetProps('sacra-donate', { paroquia: 3, heading: '' })).toEqual({ paroquia: 3, heading: '' });
    expect(widgetProps('sacra-chat', { container: undefined })).toEqual({ container: undefined });
  });

  it('tells r2wc how to read each attribute', () => {
    expect(attributeTypes('sacra-notices')).toEqual({ view: 'string', paroquia: 'number', heading: 'string', noticeId: 'number' });
    expect(attributeTypes('sacra-chat')).toEqual({});
  });
});
