import type { ElementProps, SacraElement } from '../core/elements/define-light';
import type { BucketsWidgetProps } from '../widgets/buckets/BucketsWidget';
import type { ChatWidgetProps } from '../widgets/chat/ChatWidget';
import type { CatechesisWidgetProps } from '../widgets/catechesis/CatechesisWidget';
import type { DashboardWidgetProps } from '../widgets/dashboard/DashboardWidget';
import type { DizimoWidgetProps } from '../widgets/dizimo/DizimoWidget';
import type { DonateWidgetProps } from '../widgets/donate/DonateWidget';
import type { ImportsWidgetProps } from '../widgets/imports/ImportsWidget';
import type { InventoryWidgetProps } from '../widgets/inventory/InventoryWidget';
import type { NoticesWidgetProps } from '../widgets/notices/NoticesWidget';
import type { ProtocolsWidgetProps } from '../widgets/protocols/ProtocolsWidget';
import type { RegistersWidgetProps } from '../widgets/registers/RegistersWidget';
import type { SettingsWidgetProps } from '../widgets/settings/SettingsWidget';
import type { WeatherWidgetProps } from '../widgets/weather/WeatherWidget';
import type { CampaignsWidgetProps } from '../widgets/campaigns/CampaignsWidget';
import type { CertidaoWidgetProps } from '../widgets/certidao/CertidaoWidget';
import type { SacramentosWidgetProps } from '../widgets/sacramentos/SacramentosWidget';
import type { ParishWidgetProps } from '../widgets/parish/ParishWidget';

// The elements as the DOM's types know them: document.createElement('sacra-notices').noticeId is a number.
declare global {
  interface HTMLElementTagNameMap {
    'sacra-buckets': SacraElement<BucketsWidgetProps>;
    'sacra-chat': SacraElement<ChatWidgetProps>;
    'sacra-catechesis': SacraElement<CatechesisWidgetProps>;
    'sacra-dashboard': SacraElement<DashboardWidgetProps>;
    'sacra-dizimo': SacraElement<DizimoWidgetProps>;
    'sacra-donate': SacraElement<DonateWidgetProps>;
    'sacra-inventory': SacraElement<InventoryWidgetProps>;
    'sacra-notices': SacraElement<NoticesWidgetProps>;
    'sacra-notifications': SacraElement<ElementProps>;
    'sacra-protocols': SacraElement<ProtocolsWidgetProps>;
    'sacra-registers': SacraElement<RegistersWidgetProps>;
    'sacra-reminders': SacraElement<ElementProps>;
    'sacra-settings': SacraElement<SettingsWidgetProps>;
    'sacra-timezone-prompt': SacraElement<ElementProps>;
    'sacra-weather': SacraElement<WeatherWidgetProps>;
    'sacra-campaigns': SacraElement<CampaignsWidgetProps>;
    'sacra-certidao': SacraElement<CertidaoWidgetProps>;
    'sacra-sacramentos': SacraElement<SacramentosWidgetProps>;
    'sacra-parish': SacraElement<ParishWidgetProps>;
    'sacra-imports': SacraElement<ImportsWidgetProps>;
  }
}
