import { DANGER_SIGNS, type DangerSign, type HealthConsultationBody } from '@healthwatch/contracts';
import { splitSymptoms } from './test-input';

/**
 * The consultation request of the test form. The danger signs are always sent, in their canonical
 * order and `[]` when none is ticked: the question was asked, and the engine is told so.
 */
export function consultationRequest(
  phoneNumber: string,
  symptomsText: string,
  ticked: ReadonlySet<DangerSign>,
): HealthConsultationBody {
  return {
    phoneNumber: phoneNumber.trim(),
    symptoms: splitSymptoms(symptomsText),
    urgency: 'normal',
    dangerSigns: DANGER_SIGNS.filter((d) => ticked.has(d)),
  };
}

/** The ticked danger signs after one checkbox changed. */
export function toggleDangerSign(
  ticked: ReadonlySet<DangerSign>,
  sign: DangerSign,
  checked: boolean,
): ReadonlySet<DangerSign> {
  const next = new Set(ticked);
  if (checked) next.add(sign);
  else next.delete(sign);
  return next;
}
