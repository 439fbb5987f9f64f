/** A command the rules do not allow. `decide` throws it and emits nothing, so the state is unchanged. */
export class RuleViolation extends Error {
  override readonly name = 'RuleViolation';
  constructor(
    readonly code: string,
    message: string,
    readonly rule: string,
  ) {
    super(message);
  }

  toJSON(): { code: string; message: string; rule: string } {
    return { code: this.code, message: this.message, rule: this.rule };
  }
}

export function violation(code: string, message: string, rule: string): never {
  throw new RuleViolation(code, message, rule);
}
