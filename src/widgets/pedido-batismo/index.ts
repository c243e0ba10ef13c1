// Light: no query cache, session or API client; a parish website embeds the request form alone.
import { defineLightElement } from '../../core/elements/define-light';
import kitCss from '../../core/ui/kit.css?inline';
import css from './pedido-batismo.css?inline';
import { PedidoBatismoWidget } from './PedidoBatismoWidget';

defineLightElement('sacra-pedido-batismo', PedidoBatismoWidget, kitCss + css);
