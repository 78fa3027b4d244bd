import type { ConsultationResult, FollowUpAnswer, HealthConsultationBody } from '@healthwatch/contracts';

export type Choice = 'yes' | 'no';
/** The visitor's choice per question; a question left alone has none. */
export type Choices = Readonly<Record<string, Choice | undefined>>;

/**
 * The questions to show under a result: the engine's follow-up questions, unless the answer is
 * already an emergency (then the advice must not wait behind questions, as on the phone line).
 */
export function questionsToAsk(result: ConsultationResult): readonly string[] {
  if (result.triage === 'emergency') return [];
  return result.followUpQuestions ?? [];
}

/** One answer per question answered, in the questions' order; unanswered questions are left out. */
export function followUpAnswers(questions: readonly string[], choices: Choices): FollowUpAnswer[] {
  return questions.flatMap((symptom) => {
    const choice = choices[symptom];
    return choice ? [{ symptom, present: choice === 'yes' }] : [];
  });
}

/**
 * The first consultation's request again, with the answers: `answers` present (even empty) tells the
 * engine the questions were asked, so the second answer asks no more.
 */
export function followUpRequest(
  first: HealthConsultationBody,
  questions: readonly string[],
  choices: Choices,
): HealthConsultationBody {
  return { ...first, answers: followUpAnswers(questions, choices) };
}

/** "Loss of taste/smell" -> "Do you also have loss of taste or smell?" */
export function questionText(symptom: string): string {
  return `Do you also have ${symptom.replace('/', ' or ').toLowerCase()}?`;
}
