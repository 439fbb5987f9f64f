/** A field value the importer could not interpret, with the reason (feeds the parse report). */
export interface ImportIssue {
  readonly cardId: string;
  readonly title: string;
  readonly release: string;
  readonly type: string;
  readonly field: string;
  readonly value: string;
  readonly reason: string;
}

export type IssueSink = (field: string, value: string, reason: string) => void;
