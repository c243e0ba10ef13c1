import { requireCapability } from '../plugins/access-rules';

/** The parish office between parishes (pedidosWrite: 1, 111): requests and notes name people. */
export const office = { preValidation: requireCapability('pedidosWrite'), config: { personalData: true } };
