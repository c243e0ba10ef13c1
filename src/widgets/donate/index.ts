// Light: no query cache, session or API client; a parish website embeds the donate box alone.
import { defineLightElement } from '../../core/elements/define-light';
import kitCss from '../../core/ui/kit.css?inline';
import css from './donate.css?inline';
import { DonateWidget } from './DonateWidget';

defineLightElement('sacra-donate', DonateWidget, kitCss + css);
