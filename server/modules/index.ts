/** Every module of the reference backend, in migration order (core first). */
import type { ServerModule } from '../module';
import { coreModule } from './core';
import { serviceModule } from './service';
import { complaintModule } from './complaint';

export const modules: ServerModule[] = [coreModule, serviceModule, complaintModule];
