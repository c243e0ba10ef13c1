export { failureText } from '../../core/api/errors';
