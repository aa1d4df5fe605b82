/** Every module of the reference backend, in migration order (core first). */
import type { ServerModule } from '../module';
import { coreModule } from './core';
import { repayModule } from './repay';
import { serviceModule } from './service';

export const modules: ServerModule[] = [coreModule, serviceModule, repayModule];
