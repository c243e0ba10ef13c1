import { defineElement } from '../../core/elements/define';
import css from './campaigns.css?inline';
import { CampaignsWidget } from './CampaignsWidget';

defineElement('sacra-campaigns', CampaignsWidget, css);
