// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CREDIT_LABEL, dueFigure } from '../../../shared/features/due-notes/nothing-due';

describe('dueFigure (D29)', () => {
  it('an amount due keeps its label and figure', () => {
    expect(dueFigure(132500, 'Repayment amount')).toEqual({ label: 'Repayment amount', cents: 132500 });
    expect(dueFigure(0, 'Extension fee')).toEqual({ label: 'Extension fee', cents: 0 });
  });

  it('below zero is a credit, its figure without the minus', () => {
    expect(dueFigure(-515000, 'Amount due')).toEqual({ label: CREDIT_LABEL, cents: 515000 });
  });
});
