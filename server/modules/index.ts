/** Every module of the reference backend, in migration order (core first). */
import type { ServerModule } from '../module';
import { coreModule } from './core';
import { loanModule } from './loan';
import { serviceModule } from './service';

export const modules: ServerModule[] = [coreModule, serviceModule, loanModule];
