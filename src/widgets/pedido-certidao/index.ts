// Light: no query cache, session or API client; a parish website embeds the request form alone.
import { defineLightElement } from '../../core/elements/define-light';
import kitCss from '../../core/ui/kit.css?inline';
import css from './pedido-certidao.css?inline';
import { PedidoCertidaoWidget } from './PedidoCertidaoWidget';

defineLightElement('sacra-pedido-certidao', PedidoCertidaoWidget, kitCss + css);
