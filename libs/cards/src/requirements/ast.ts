/**
 * AST for 1E requirement text: mission requirements now, dilemma conditions later
 * (`Geology + Honor + INTEGRITY>35`, `MEDICAL x3 OR Biology + OFFICER`, `{Geordi La Forge}`).
 * `+` binds tighter than `OR`; parentheses group.
 */
export type AttributeName = 'INTEGRITY' | 'CUNNING' | 'STRENGTH' | 'RANGE' | 'WEAPONS' | 'SHIELDS';
export type Comparator = '>' | '<' | '>=' | '<=';

export type RequirementExpression =
  | { readonly kind: 'all'; readonly of: readonly RequirementExpression[] }
  | { readonly kind: 'any'; readonly of: readonly RequirementExpression[] }
  | RequirementAtom;

export type RequirementAtom =
  /** A regular skill or classification with a count: `Diplomacy x2`, `MEDICAL`. */
  | { readonly kind: 'skill'; readonly skill: string; readonly count: number }
  /** `any Intelligence` / `any 3 Intelligence` (1E rulebook › LOADED SKILLS › "ANY INTELLIGENCE"). */
  | { readonly kind: 'skill-family'; readonly family: 'Intelligence'; readonly count: number }
  /** Sum of an attribute over the group compared with a number: `INTEGRITY>35`. */
  | {
      readonly kind: 'attribute';
      readonly attribute: AttributeName;
      readonly comparator: Comparator;
      readonly value: number;
      /** Issue 15 (helper tail3): further attributes added to the sum: `(CUNNING + STRENGTH)>60` (Hunting Group). */
      readonly plus?: readonly AttributeName[];
    }
  /** A named card: `{Geordi La Forge}`; `{any Odo}` matches any persona/version. */
  | { readonly kind: 'named'; readonly name: string; readonly anyVersion: boolean; readonly count: number }
  /** Personnel carrying an icon: `3 {[Holo] Personnel}`, `{<Kli> personnel}`. */
  | { readonly kind: 'icon-holders'; readonly icon: string; readonly count: number }
  /** A characteristic held by personnel present: `Trill with symbiont`, `2 Founders`. */
  | { readonly kind: 'characteristic'; readonly characteristic: string; readonly count: number }
  /** `no Suliban`: nobody in the group has the characteristic. */
  | { readonly kind: 'absent'; readonly characteristic: string }
  /** A staffing/subcommand icon somewhere in the group: `[Com]`. */
  | { readonly kind: 'icon'; readonly icon: string }
  /** A condition the grammar recognises as a term but cannot check against personnel alone. */
  | { readonly kind: 'condition'; readonly text: string };

export function describeRequirement(expression: RequirementExpression): string {
  switch (expression.kind) {
    case 'all':
      return expression.of.map((part) => wrap(part, 'any')).join(' + ');
    case 'any':
      return expression.of.map((part) => describeRequirement(part)).join(' OR ');
    case 'skill':
      return expression.count > 1 ? `${expression.skill} x${expression.count}` : expression.skill;
    case 'skill-family':
      return expression.count > 1 ? `any ${expression.count} ${expression.family}` : `any ${expression.family}`;
    case 'attribute':
      return expression.plus?.length
        ? `(${[expression.attribute, ...expression.plus].join(' + ')})${expression.comparator}${expression.value}`
        : `${expression.attribute}${expression.comparator}${expression.value}`;
    case 'named': {
      const inner = `{${expression.anyVersion ? 'any ' : ''}${expression.name}}`;
      return expression.count > 1 ? `${expression.count} ${inner}` : inner;
    }
    case 'icon-holders':
      return `${expression.count > 1 ? `${expression.count} ` : ''}{[${expression.icon}] personnel}`;
    case 'characteristic':
      return expression.count > 1 ? `${expression.count} ${expression.characteristic}` : expression.characteristic;
    case 'absent':
      return `no ${expression.characteristic}`;
    case 'icon':
      return `[${expression.icon}]`;
    case 'condition':
      return expression.text;
  }
}

function wrap(part: RequirementExpression, parentKindNeedingParens: 'any'): string {
  const text = describeRequirement(part);
  return part.kind === parentKindNeedingParens ? `(${text})` : text;
}
