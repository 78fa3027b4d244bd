import {
  DEFAULT_ILLNESS_TYPE,
  DEFAULT_SEVERITY,
  type IllnessType,
  type Severity,
  type Symptom,
} from '@healthwatch/contracts';

export interface ReportDraft {
  nickname: string;
  country: string;
  pinCode: string;
  symptoms: Symptom[];
  illnessType: IllnessType;
  severity: Severity;
}

/** docs/SPEC.md §3 report form initial state. */
export const INITIAL_DRAFT: ReportDraft = {
  nickname: '',
  country: '',
  pinCode: '',
  symptoms: [],
  illnessType: DEFAULT_ILLNESS_TYPE,
  severity: DEFAULT_SEVERITY,
};

export type DraftAction =
  | { type: 'country'; value: string }
  | { type: 'pinCode'; value: string }
  | { type: 'nickname'; value: string }
  | { type: 'symptom'; value: Symptom; checked: boolean }
  | { type: 'illnessType'; value: IllnessType }
  | { type: 'severity'; value: Severity }
  | { type: 'reset' };

export function draftReducer(draft: ReportDraft, action: DraftAction): ReportDraft {
  switch (action.type) {
    case 'country':
      // docs/SPEC.md §4: changing the country clears the postal code (and so its verification).
      return action.value === draft.country ? draft : { ...draft, country: action.value, pinCode: '' };
    case 'pinCode':
      return { ...draft, pinCode: action.value };
    case 'nickname':
      return { ...draft, nickname: action.value };
    case 'symptom': {
      const without = draft.symptoms.filter((s) => s !== action.value);
      return { ...draft, symptoms: action.checked ? [...without, action.value] : without };
    }
    case 'illnessType':
      return { ...draft, illnessType: action.value };
    case 'severity':
      return { ...draft, severity: action.value };
    case 'reset':
      return INITIAL_DRAFT;
  }
}
