// Light: the public view a parish website embeds needs no query cache; the signed-in views bring it (SignedInView).
import { defineLightElement } from '../../core/elements/define-light';
import kitCss from '../../core/ui/kit.css?inline';
import css from './notices.css?inline';
import { NoticesWidget } from './NoticesWidget';

defineLightElement('sacra-notices', NoticesWidget, kitCss + css);
