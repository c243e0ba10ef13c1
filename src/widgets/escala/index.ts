// Light: no query cache, session or API client; a parish website embeds the roster alone.
import { defineLightElement } from '../../core/elements/define-light';
import kitCss from '../../core/ui/kit.css?inline';
import css from './escala.css?inline';
import { EscalaWidget } from './EscalaWidget';

defineLightElement('sacra-escala', EscalaWidget, kitCss + css);
