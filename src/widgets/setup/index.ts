// Public (the first run, before anyone can sign in): no sign-in gate; the form kit and the query cache still.
import { defineLightElement } from '../../core/elements/define-light';
import { withQueryClient } from '../../core/query/provider';
import kitCss from '../../core/ui/kit.css?inline';
import screensCss from '../../core/ui/screens.css?inline';
import css from './setup.css?inline';
import { SetupWidget } from './SetupWidget';

defineLightElement('sacra-setup', withQueryClient(SetupWidget), kitCss + screensCss + css);
