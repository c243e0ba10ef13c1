import { flashState as handOver, type Flash } from '../../core/ui/flash';

export const FLASH_KEY = 'campaignsFlash';
export const flashState = (flash: Flash) => handOver(FLASH_KEY, flash);
