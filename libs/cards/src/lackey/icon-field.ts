/**
 * The `Icons` column: bracket codes (`[AU][Cmd]`), Nemesis arrows (`(Y>`, `<Y)`) and
 * infiltration icons (`<Fed>`). 1E rulebook › ICON LEGEND.
 */
import type { Affiliation, Icon, NemesisArrow } from '../model';
import { lookupIcon } from './icon-codes';
import type { IssueSink } from './issues';

export interface IconField {
  readonly icons: Icon[];
  readonly nemesisArrows: NemesisArrow[];
  readonly infiltrationIcons: Affiliation[];
}

const TOKEN = /\[([^\]]+)\]|\(([A-Z])>|<([A-Z])\)|<([A-Za-z]{3})>/g;

export function parseIconField(raw: string, field: string, report: IssueSink): IconField {
  const icons: Icon[] = [];
  const nemesisArrows: NemesisArrow[] = [];
  const infiltrationIcons: Affiliation[] = [];
  const leftover = raw.replace(TOKEN, (_m, bracket?: string, right?: string, left?: string, infiltrate?: string) => {
    if (bracket !== undefined) {
      const icon = lookupIcon(bracket);
      if (icon) icons.push({ code: icon.code, name: icon.name, category: icon.category });
      else report(field, `[${bracket}]`, 'unknown icon code');
    } else if (right !== undefined) {
      nemesisArrows.push({ colour: right, direction: 'right' });
    } else if (left !== undefined) {
      nemesisArrows.push({ colour: left, direction: 'left' });
    } else if (infiltrate !== undefined) {
      const icon = lookupIcon(infiltrate);
      if (icon && icon.category === 'affiliation') infiltrationIcons.push(icon.name as Affiliation);
      else report(field, `<${infiltrate}>`, 'unknown infiltration icon');
    }
    return '';
  });
  if (leftover.trim() !== '') report(field, leftover.trim(), 'text outside icon codes');
  return { icons, nemesisArrows, infiltrationIcons };
}
