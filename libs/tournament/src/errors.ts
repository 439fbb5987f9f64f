/** A command refused by the tournament rules (the API maps it to 422 with code and rule). */
export class TournamentRuleViolation extends Error {
  override readonly name = 'TournamentRuleViolation';
  constructor(
    readonly code: string,
    message: string,
    /** Reference to the rule or issue section that refuses it. */
    readonly rule: string,
  ) {
    super(message);
  }

  toJSON(): { code: string; message: string; rule: string } {
    return { code: this.code, message: this.message, rule: this.rule };
  }
}

export function violation(code: string, message: string, rule = 'tournament'): never {
  throw new TournamentRuleViolation(code, message, rule);
}
