import { describe, expect, it } from 'vitest';
import { attributesOf } from '../core/elements/attributes';
import { PORTAL_PATHS } from '../core/paths';
import { breadcrumbTrail } from './layout/breadcrumb-trail';
import { elementAttributes, matchRoute } from './route-match';
import { ROUTES } from './routes';

describe('the route table', () => {
  it('has one route for each path of src/core/paths.ts (the type checker refuses any other path)', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual([...PORTAL_PATHS].sort());
  });
  it('sets on each element only attributes it declares, with values they take (src/core/elements/tags.ts)', () => {
    const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    for (const { path, element } of ROUTES) {
      if (!element) continue;
      const declared = attributesOf(element.tag);
      for (const [name, value] of Object.entries(element.attrs ?? {})) {
        expect(declared[camel(name)], `${path}: ${name}`).toBeDefined();
        if (declared[camel(name)].values) expect(declared[camel(name)].values, `${path}: ${name}`).toContain(value);
      }
      for (const name of Object.values(element.params ?? {})) expect(declared[camel(name)], `${path}: ${name}`).toBeDefined();
    }
  });
});

describe('matchRoute', () => {
  it('prefers literal paths to parameters and reads parameters', () => {
    expect(matchRoute('/buckets/novo').route.title).toBe('Criar bucket');
    expect(matchRoute('/buckets/ab12cd').params).toEqual({ rand: 'ab12cd' });
    expect(matchRoute('/registros/12/editar').params).toEqual({ id: '12' });
    expect(matchRoute('/registros/').route.path).toBe('/registros');
  });
  it('gives the not-found page for unknown paths and non-numeric ids', () => {
    expect(matchRoute('/nada').route.page).toBe('not-found');
    expect(matchRoute('/registros/abc/editar').route.page).toBe('not-found');
    expect(matchRoute('/suite').route.page).toBe('suite');
  });
  it('turns parameters into element attributes', () => {
    const { route, params } = matchRoute('/registros/12/editar');
    expect(route.element?.tag).toBe('sacra-registers');
    expect(elementAttributes(route.element!, params)).toEqual({ view: 'edit', 'record-id': '12' });
    const settings = matchRoute('/settings/foto');
    expect(elementAttributes(settings.route.element!, settings.params)).toEqual({ view: 'foto' });
  });
});

describe('breadcrumbTrail', () => {
  it('lists Home, the ancestors the user may open, then the page', () => {
    expect(breadcrumbTrail('/dashboard', { roles: [8] })).toEqual([{ path: '/dashboard', title: 'Home' }]);
    expect(breadcrumbTrail('/registros/novo', { roles: [1] }).map((c) => c.title)).toEqual(['Home', 'Registros gerais', 'Novo registro']);
    expect(breadcrumbTrail('/protocolos/meus', { roles: [8] }).map((c) => c.title)).toEqual(['Home', 'Meus Protocolos']);
    expect(breadcrumbTrail('/protocolos/meus', { roles: [1] }).map((c) => c.title)).toEqual(['Home', 'Protocolos da paróquia', 'Meus Protocolos']);
    expect(breadcrumbTrail('/settings/senha', { roles: [8] }).map((c) => c.title)).toEqual(['Home', 'Configurações', 'Alterar senha']);
  });
});
