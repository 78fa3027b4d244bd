import type { Wording } from '../wording-shape';

/** Spanish (neutral Latin American, usted): the diagnosis's words (its advice lines are in the phoneAi remote's catalogs). */
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
};
