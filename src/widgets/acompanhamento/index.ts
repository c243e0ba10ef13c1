// Light: no query cache, session or API client; the family opens it from the e-mail, with no account.
import { defineLightElement } from '../../core/elements/define-light';
import kitCss from '../../core/ui/kit.css?inline';
import css from './acompanhamento.css?inline';
import { AcompanhamentoWidget } from './AcompanhamentoWidget';

defineLightElement('sacra-acompanhamento', AcompanhamentoWidget, kitCss + css);
