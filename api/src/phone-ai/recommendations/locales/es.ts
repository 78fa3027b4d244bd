import type { Wording } from '../wording';

/** Spanish (neutral Latin American, usted): every recommendation line of the engine. */
export const SPANISH: Wording = {
  labels: {
    flu: 'Gripe (influenza)',
    dengue: 'Dengue',
    covid: 'COVID-19',
    malaria: 'Malaria',
    typhoid: 'Fiebre tifoidea',
    chikungunya: 'Chikunguña',
    'common-cold': 'Resfriado común',
    gastroenteritis: 'Gastroenteritis',
    migraine: 'Migraña',
  },
  unknownDiagnosis: 'Desconocido — no hay suficiente información',
  pair: {
    mostLikely: (a, b) => `Lo más probable: ${a} o ${b}`,
    bloodTest: 'un análisis de sangre las distingue',
    swabTest: 'una prueba con hisopo las distingue',
    bloodTestFor: (condition) => `un análisis de sangre de ${condition.toLocaleLowerCase('es')} las distingue`,
    course: 'la evolución de la enfermedad en los próximos días las distingue',
  },
  lines: {
    // Condition advice (advice.ts)
    'Rest, drink plenty of fluids and stay home until 24 hours after the fever is gone without fever-reducing medicine.':
      'Descanse, beba muchos líquidos y quédese en casa hasta 24 horas después de que se le quite la fiebre sin medicamentos para bajarla.',
    'Paracetamol (acetaminophen) can ease fever and aches; follow the dose on the pack.':
      'El paracetamol (acetaminofén) puede aliviar la fiebre y los dolores; siga la dosis indicada en el envase.',
    'People over 65, pregnant, very young children or anyone with a long-term condition should contact a doctor early: antiviral treatment works best within 48 hours.':
      'Las personas mayores de 65 años, las embarazadas, los niños muy pequeños o cualquier persona con una enfermedad crónica deben consultar pronto a un médico: el tratamiento antiviral funciona mejor en las primeras 48 horas.',
    'Get a dengue blood test (NS1 antigen or IgM) and a platelet count from a doctor or clinic.':
      'Hágase en un médico o una clínica un análisis de sangre para dengue (antígeno NS1 o IgM) y un recuento de plaquetas.',
    'Do not take aspirin or ibuprofen (or other NSAIDs): they raise the risk of bleeding. Use paracetamol for fever and pain.':
      'No tome aspirina ni ibuprofeno (ni otros AINE): aumentan el riesgo de sangrado. Use paracetamol para la fiebre y el dolor.',
    'Drink plenty of fluids (water, oral rehydration solution, soups) and rest.':
      'Beba muchos líquidos (agua, suero de rehidratación oral, sopas) y descanse.',
    'Go to hospital at once with warning signs: severe belly pain, persistent vomiting, bleeding gums or nose, blood in vomit or stool, fast breathing, restlessness or extreme tiredness — especially when the fever drops.':
      'Vaya al hospital de inmediato si hay signos de alarma: dolor de barriga intenso, vómitos persistentes, sangrado de encías o nariz, sangre en el vómito o las heces, respiración rápida, inquietud o cansancio extremo — sobre todo cuando baja la fiebre.',
    'Avoid mosquito bites (nets, repellent) so the infection does not spread to others.':
      'Evite las picaduras de mosquito (mosquiteros, repelente) para que la infección no se transmita a otras personas.',
    'Take a COVID-19 test and stay away from others while you have symptoms.':
      'Hágase una prueba de COVID-19 y manténgase alejado de los demás mientras tenga síntomas.',
    'Rest, drink fluids and use paracetamol for fever or aches.':
      'Descanse, beba líquidos y use paracetamol para la fiebre o los dolores.',
    'People at higher risk (older age, pregnancy, long-term conditions, weak immunity) should call a doctor today about antiviral treatment.':
      'Las personas con mayor riesgo (edad avanzada, embarazo, enfermedades crónicas, defensas bajas) deben llamar hoy a un médico para consultar sobre el tratamiento antiviral.',
    'Get a malaria blood test (rapid test or microscopy) today: malaria can become severe within a day.':
      'Hágase hoy un análisis de sangre para malaria (prueba rápida o microscopía): la malaria puede agravarse en un día.',
    'Take antimalarial medicine only as prescribed after a positive test, and finish the full course.':
      'Tome antipalúdicos solo según la receta tras una prueba positiva, y termine todo el tratamiento.',
    'Go to hospital at once with confusion, fits, repeated vomiting, dark urine, yellow eyes or difficulty breathing.':
      'Vaya al hospital de inmediato si hay confusión, convulsiones, vómitos repetidos, orina oscura, ojos amarillos o dificultad para respirar.',
    'Sleep under an insecticide-treated net and use repellent.':
      'Duerma bajo un mosquitero tratado con insecticida y use repelente.',
    'See a doctor for a blood culture or typhoid test: typhoid needs prescribed antibiotics.':
      'Acuda a un médico para un hemocultivo o una prueba de fiebre tifoidea: la fiebre tifoidea necesita antibióticos recetados.',
    'Drink safe (boiled or bottled) water, eat freshly cooked food and wash hands with soap, especially before preparing food.':
      'Beba agua segura (hervida o embotellada), coma alimentos recién cocinados y lávese las manos con jabón, sobre todo antes de preparar comida.',
    'Go to hospital with severe belly pain, persistent vomiting, confusion or a fever lasting more than a week.':
      'Vaya al hospital si tiene dolor de barriga intenso, vómitos persistentes, confusión o fiebre que dura más de una semana.',
    'See a doctor for a chikungunya (and dengue) blood test: the two look alike and dengue needs closer watch.':
      'Acuda a un médico para un análisis de sangre de chikunguña (y de dengue): se parecen y el dengue necesita una vigilancia más estrecha.',
    'Rest, drink fluids and use paracetamol for fever and joint pain; avoid aspirin and ibuprofen until dengue is ruled out.':
      'Descanse, beba líquidos y use paracetamol para la fiebre y el dolor articular; evite la aspirina y el ibuprofeno hasta descartar el dengue.',
    'Joint pain can last for weeks; gentle movement helps once the fever has gone.':
      'El dolor articular puede durar semanas; moverse con suavidad ayuda cuando ya no hay fiebre.',
    'Avoid mosquito bites so the infection does not spread.':
      'Evite las picaduras de mosquito para que la infección no se propague.',
    'Rest and drink plenty of fluids; colds usually clear within 7 to 10 days.':
      'Descanse y beba muchos líquidos; los resfriados suelen curarse en 7 a 10 días.',
    'Honey in warm water, saline nose drops and paracetamol can ease symptoms; antibiotics do not help a cold.':
      'La miel en agua tibia, las gotas nasales de suero salino y el paracetamol pueden aliviar los síntomas; los antibióticos no sirven para el resfriado.',
    'See a doctor if symptoms last more than 10 days, a high fever develops or breathing becomes difficult.':
      'Consulte a un médico si los síntomas duran más de 10 días, aparece fiebre alta o le cuesta respirar.',
    'Drink small sips often: oral rehydration solution is best; keep eating light food when you can.':
      'Beba a sorbos pequeños y a menudo: lo mejor es el suero de rehidratación oral; siga comiendo alimentos ligeros cuando pueda.',
    'Wash hands with soap after using the toilet and before handling food; stay home until 48 hours after the last episode.':
      'Lávese las manos con jabón después de ir al baño y antes de tocar alimentos; quédese en casa hasta 48 horas después del último episodio.',
    'See a doctor for blood in the stool, signs of dehydration (little or dark urine, dizziness) or diarrhoea lasting more than 3 days.':
      'Consulte a un médico si hay sangre en las heces, signos de deshidratación (poca orina u orina oscura, mareo) o diarrea que dura más de 3 días.',
    'Rest in a quiet, dark room; a pain reliever such as paracetamol or ibuprofen works best taken early.':
      'Descanse en una habitación tranquila y oscura; un analgésico como el paracetamol o el ibuprofeno funciona mejor si se toma pronto.',
    'Drink water and keep regular meals and sleep; a headache diary helps find triggers.':
      'Beba agua y mantenga horarios regulares de comidas y sueño; un diario del dolor de cabeza ayuda a encontrar los desencadenantes.',
    'Get emergency help for a sudden, very severe headache, or a headache with fever and a stiff neck, confusion, weakness or trouble speaking.':
      'Pida ayuda de urgencia ante un dolor de cabeza repentino y muy intenso, o un dolor de cabeza con fiebre y rigidez de cuello, confusión, debilidad o dificultad para hablar.',
    // No illness ahead, triage lines and the disclaimer (advice.ts)
    'The symptoms given are not enough to point to one illness. Try again listing every symptom you have, or see a doctor.':
      'Los síntomas indicados no bastan para señalar una enfermedad. Vuelva a intentarlo indicando todos los síntomas que tiene, o consulte a un médico.',
    'Rest, drink fluids and watch how your symptoms change.':
      'Descanse, beba líquidos y observe cómo cambian sus síntomas.',
    'See a doctor if symptoms last more than 3 days, get worse, or a fever is high or keeps coming back.':
      'Consulte a un médico si los síntomas duran más de 3 días, empeoran, o la fiebre es alta o vuelve una y otra vez.',
    'You can usually look after yourself at home; see a doctor if you get worse or do not improve.':
      'Normalmente puede cuidarse en casa; consulte a un médico si empeora o no mejora.',
    'Please see a doctor or visit a clinic within 24 hours.':
      'Consulte a un médico o acuda a una clínica en las próximas 24 horas.',
    'This may be an emergency: call your local emergency number or go to the nearest emergency department now.':
      'Esto puede ser una emergencia: llame ahora al número de emergencias local o vaya al servicio de urgencias más cercano.',
    'This is not a medical diagnosis: it is an automated estimate from the symptoms you gave. Always consult a qualified health professional.':
      'Esto no es un diagnóstico médico: es una estimación automática a partir de los síntomas que indicó. Consulte siempre a un profesional de la salud cualificado.',
    // Caller-stated urgency (consult.ts)
    'You told us this is urgent: please see a doctor today.': 'Nos dijo que es urgente: consulte hoy a un médico.',
    'You raised an emergency: call your local emergency number now if you have not already.':
      'Indicó una emergencia: llame ahora al número de emergencias local si aún no lo ha hecho.',
    // Red flags (red-flags.ts)
    'Chest pain with shortness of breath can be a heart attack or a serious lung problem: call your local emergency number now.':
      'El dolor en el pecho con falta de aire puede ser un infarto o un problema pulmonar grave: llame ahora al número de emergencias local.',
    'Chest pain with sweating, dizziness or nausea can be a heart attack: call your local emergency number now and do not drive yourself.':
      'El dolor en el pecho con sudor, mareo o náuseas puede ser un infarto: llame ahora al número de emergencias local y no conduzca usted mismo.',
    'Shortness of breath with dizziness can mean your body is not getting enough oxygen: call your local emergency number now.':
      'La falta de aire con mareo puede significar que su cuerpo no recibe suficiente oxígeno: llame ahora al número de emergencias local.',
    'Shortness of breath with sweating or nausea can be a heart attack, even without chest pain: call your local emergency number now and do not drive yourself.':
      'La falta de aire con sudor o náuseas puede ser un infarto, incluso sin dolor en el pecho: llame ahora al número de emergencias local y no conduzca usted mismo.',
    'Fever with dizziness, faintness or confusion can be a sign of a severe infection such as severe malaria, severe dengue, meningitis or sepsis: go to an emergency department now.':
      'La fiebre con mareo, sensación de desmayo o confusión puede ser señal de una infección grave como malaria grave, dengue grave, meningitis o sepsis: vaya ahora a un servicio de urgencias.',
    'Fever with shortness of breath can be pneumonia or another serious lung infection: go to an emergency department or call your local emergency number now.':
      'La fiebre con falta de aire puede ser una neumonía u otra infección pulmonar grave: vaya ahora a un servicio de urgencias o llame al número de emergencias local.',
    'Vomiting or diarrhoea with dizziness or faintness can mean dangerous dehydration or a warning sign of severe dengue: go to an emergency department now, sipping oral rehydration solution on the way.':
      'Los vómitos o la diarrea con mareo o sensación de desmayo pueden indicar una deshidratación peligrosa o un signo de alarma de dengue grave: vaya ahora a un servicio de urgencias, tomando a sorbos suero de rehidratación oral por el camino.',
    'Chest pain should be checked by a doctor today; call your emergency number if it becomes heavy or tight, spreads to the arm, jaw or back, or comes with breathlessness.':
      'Un médico debe revisar hoy el dolor en el pecho; llame al número de emergencias si se vuelve pesado u opresivo, se extiende al brazo, la mandíbula o la espalda, o se acompaña de falta de aire.',
    'Shortness of breath should be checked by a doctor today; call your emergency number if you cannot speak in full sentences or your lips turn blue or grey.':
      'Un médico debe revisar hoy la falta de aire; llame al número de emergencias si no puede decir frases completas o sus labios se ponen azules o grises.',
    'Fever with chills and sweating needs a blood test for malaria, the same day if possible.':
      'La fiebre con escalofríos y sudoración necesita un análisis de sangre para malaria, el mismo día si es posible.',
    'Where malaria and dengue occur, any fever should be checked with a blood test: please see a doctor or clinic within 24 hours.':
      'Donde hay malaria y dengue, toda fiebre debe comprobarse con un análisis de sangre: consulte a un médico o acuda a una clínica en las próximas 24 horas.',
    // Danger signs (danger-signs.ts)
    'A stiff neck with illness can be meningitis: call your local emergency number now.':
      'La rigidez de cuello durante una enfermedad puede ser meningitis: llame ahora al número de emergencias local.',
    'New confusion or drowsiness is a sign of a severe illness: call your local emergency number now.':
      'La confusión o la somnolencia que aparecen de nuevo son señal de una enfermedad grave: llame ahora al número de emergencias local.',
    'Breathlessness at rest or blue lips means your body lacks oxygen: call your local emergency number now.':
      'La falta de aire en reposo o los labios azulados indican que a su cuerpo le falta oxígeno: llame ahora al número de emergencias local.',
    'Chest pain or pressure that does not go away can be a heart attack: call your local emergency number now.':
      'El dolor o la presión en el pecho que no desaparece puede ser un infarto: llame ahora al número de emergencias local.',
    'Bleeding with a fever can be severe dengue: go to an emergency department now.':
      'El sangrado con fiebre puede ser dengue grave: vaya ahora a un servicio de urgencias.',
    'Not keeping fluids down leads to dangerous dehydration: go to an emergency department now.':
      'No retener los líquidos lleva a una deshidratación peligrosa: vaya ahora a un servicio de urgencias.',
    'Severe belly pain needs to be seen now: go to an emergency department.':
      'El dolor de barriga intenso debe revisarse ahora: vaya a un servicio de urgencias.',
    'Fainting or a seizure during an illness is an emergency: call your local emergency number now.':
      'Un desmayo o una convulsión durante una enfermedad es una emergencia: llame ahora al número de emergencias local.',
    'A rash that does not fade under pressure can be meningococcal sepsis: call your local emergency number now.':
      'Una erupción que no desaparece al presionarla puede ser una sepsis meningocócica: llame ahora al número de emergencias local.',
    'Passing little or no urine is a sign of severe dehydration or shock: go to an emergency department now.':
      'Orinar muy poco o nada es señal de deshidratación grave o de shock: vaya ahora a un servicio de urgencias.',
    'A drooping face, a weak arm or slurred speech can be a stroke: call your local emergency number now and note the time it started.':
      'La cara caída, un brazo débil o el habla arrastrada pueden ser un ictus: llame ahora al número de emergencias local y anote la hora en que empezó.',
    'A fever in a baby under 3 months old can be a serious infection and must be seen by a doctor now: go to an emergency department.':
      'La fiebre en un bebé de menos de 3 meses puede ser una infección grave y un médico debe verlo ahora: vaya a un servicio de urgencias.',
    'In pregnancy, a severe headache, blurred vision or sudden swelling can be pre-eclampsia: go to an emergency department or your maternity unit now.':
      'En el embarazo, un dolor de cabeza intenso, la visión borrosa o una hinchazón repentina pueden ser preeclampsia: vaya ahora a un servicio de urgencias o a su unidad de maternidad.',
    'A sudden, severe headache, the worst you have ever had, can be bleeding in the brain: call your local emergency number now.':
      'Un dolor de cabeza repentino e intenso, el peor que haya tenido, puede ser una hemorragia en el cerebro: llame ahora al número de emergencias local.',
  },
};
