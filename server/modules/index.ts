/** Every module of the reference backend, in migration order (core first). */
import type { ServerModule } from '../module';
import { coreModule } from './core';
import { serviceModule } from './service';
import { youmiModule } from './youmi';

export const modules: ServerModule[] = [coreModule, serviceModule, youmiModule];
