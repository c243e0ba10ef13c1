// Light: no query cache, session or API client; anyone opens it from a certificate's QR code, signed in or not.
import { defineLightElement } from '../../core/elements/define-light';
import kitCss from '../../core/ui/kit.css?inline';
import css from './certidao.css?inline';
import { CertidaoWidget } from './CertidaoWidget';

defineLightElement('sacra-certidao', CertidaoWidget, kitCss + css);
