// Light: no query cache, session or API client; a parish website embeds the Mass times alone.
import { defineLightElement } from '../../core/elements/define-light';
import kitCss from '../../core/ui/kit.css?inline';
import css from './mass-times.css?inline';
import { MassTimesWidget } from './MassTimesWidget';

defineLightElement('sacra-mass-times', MassTimesWidget, kitCss + css);
