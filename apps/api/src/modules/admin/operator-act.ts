/** Who did an operator action, as the audit log and the deciding services record it. */
export type OperatorAct = { operatorId: number; ip: string };
