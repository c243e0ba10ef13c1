import { defineElement } from '../../core/elements/define';
import css from './buckets.css?inline';
import { BucketsWidget, type BucketsWidgetProps } from './BucketsWidget';

defineElement<BucketsWidgetProps>('sacra-buckets', BucketsWidget, { props: { view: 'string', rand: 'string' }, css });
