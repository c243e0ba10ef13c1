import { defineElement, type SacraElement } from '../../core/elements/define';
import css from './buckets.css?inline';
import { BucketsWidget, type BucketsWidgetProps } from './BucketsWidget';

defineElement('sacra-buckets', BucketsWidget, css);

declare global {
  interface HTMLElementTagNameMap {
    'sacra-buckets': SacraElement<BucketsWidgetProps>;
  }
}
