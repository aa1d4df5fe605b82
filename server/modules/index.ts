/** Every module of the reference backend, in migration order (core first). */
import type { ServerModule } from '../module';
import { bankModule } from './bank';
import { complaintModule } from './complaint';
import { coreModule } from './core';
import { fieldModule } from './field';
import { loanModule } from './loan';
import { repayModule } from './repay';
import { serviceModule } from './service';
import { youmiModule } from './youmi';

export const modules: ServerModule[] = [
  coreModule,
  serviceModule,
  loanModule,
  complaintModule,
  bankModule,
  youmiModule,
  repayModule,
  fieldModule,
];
