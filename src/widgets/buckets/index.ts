import { defineElement } from '../../core/elements/define';
import css from './buckets.css?inline';
import { BucketsWidget } from './BucketsWidget';

defineElement('sacra-buckets', BucketsWidget, css);
