import type { Symptom } from '@healthwatch/contracts';

/**
 * Everyday words for the 15 symptoms, as people say or type them, in English,
 * Hindi (Devanagari and romanised) and Spanish. Phrases are matched on word
 * boundaries after lower-casing and removing accents (see normalise()), so
 * write them lower-case and without accents.
 */
export const SYMPTOM_PHRASES: Record<Symptom, readonly string[]> = {
  Fever: ['fever', 'feverish', 'temperature', 'high temperature', 'running a temperature', 'hot', 'burning up', 'pyrexia', 'bukhar', 'bukhaar', 'taap', 'बुखार', 'ज्वर', 'fiebre', 'calentura'],
  Cough: ['cough', 'coughing', 'coughs', 'dry cough', 'wet cough', 'khansi', 'khaansi', 'खांसी', 'खाँसी', 'tos', 'toser', 'tosiendo'],
  'Sore throat': ['sore throat', 'throat pain', 'throat hurts', 'scratchy throat', 'painful swallowing', 'pain when swallowing', 'gala kharab', 'gale mein dard', 'gale me dard', 'गले में दर्द', 'गले में खराश', 'dolor de garganta', 'garganta irritada'],
  Headache: ['headache', 'head ache', 'head hurts', 'head pain', 'head is pounding', 'migraine', 'sir dard', 'sar dard', 'sir me dard', 'सिर दर्द', 'सिरदर्द', 'dolor de cabeza', 'jaqueca'],
  Fatigue: ['fatigue', 'tired', 'tiredness', 'exhausted', 'exhaustion', 'weak', 'weakness', 'no energy', 'lethargic', 'thakan', 'thakaan', 'kamzori', 'थकान', 'कमजोरी', 'cansancio', 'cansado', 'cansada', 'fatiga', 'debilidad'],
  'Body aches': ['body aches', 'body ache', 'body pain', 'aches', 'aching', 'muscle pain', 'muscle aches', 'sore muscles', 'joint pain', 'joints hurt', 'myalgia', 'badan dard', 'badan me dard', 'jodon me dard', 'बदन दर्द', 'शरीर में दर्द', 'जोड़ों में दर्द', 'dolor de cuerpo', 'dolores musculares', 'dolor muscular', 'dolor de articulaciones'],
  'Runny nose': ['runny nose', 'running nose', 'blocked nose', 'stuffy nose', 'congestion', 'nasal congestion', 'sneezing', 'sniffles', 'naak behna', 'naak beh rahi', 'zukam', 'jukam', 'नाक बहना', 'जुकाम', 'moqueo', 'mocos', 'congestion nasal', 'nariz tapada'],
  Nausea: ['nausea', 'nauseous', 'queasy', 'sick to my stomach', 'vomiting', 'vomit', 'throwing up', 'throw up', 'threw up', 'puking', 'ulti', 'ji machalna', 'उल्टी', 'मतली', 'nauseas', 'vomito', 'vomitos', 'ganas de vomitar'],
  Diarrhea: ['diarrhea', 'diarrhoea', 'loose motion', 'loose motions', 'loose stools', 'watery stool', 'dast', 'pet kharab', 'दस्त', 'diarrea'],
  'Loss of taste/smell': ['loss of taste', 'loss of smell', 'lost my taste', 'lost my smell', 'cannot taste', "can't taste", 'cant taste', 'cannot smell', "can't smell", 'cant smell', 'no taste', 'no smell', 'anosmia', 'swad nahi', 'gandh nahi', 'स्वाद नहीं', 'perdida del olfato', 'perdida del gusto', 'sin olfato', 'sin gusto'],
  'Shortness of breath': ['shortness of breath', 'short of breath', 'breathless', 'breathlessness', "can't breathe", 'cant breathe', 'cannot breathe', 'hard to breathe', 'difficulty breathing', 'trouble breathing', 'out of breath', 'breathing problem', 'saans', 'saans phoolna', 'saans lene mein taklif', 'सांस', 'सांस फूलना', 'falta de aire', 'dificultad para respirar', 'me ahogo'],
  'Chest pain': ['chest pain', 'chest hurts', 'chest tightness', 'tight chest', 'pain in my chest', 'pressure in my chest', 'seene mein dard', 'seene me dard', 'chhati me dard', 'सीने में दर्द', 'छाती में दर्द', 'dolor de pecho', 'dolor en el pecho'],
  Dizziness: ['dizziness', 'dizzy', 'lightheaded', 'light headed', 'light-headed', 'faint', 'fainting', 'vertigo', 'room spinning', 'chakkar', 'chakkar aana', 'चक्कर', 'mareo', 'mareos', 'mareado', 'mareada'],
  Chills: ['chills', 'chill', 'shivering', 'shivers', 'shaking', 'rigors', 'feeling cold', 'thand lagna', 'kapkapi', 'kampkampi', 'ठंड लगना', 'कंपकंपी', 'escalofrios', 'temblores'],
  Sweating: ['sweating', 'sweats', 'sweaty', 'night sweats', 'cold sweat', 'perspiring', 'pasina', 'paseena', 'पसीना', 'sudor', 'sudoracion', 'sudando'],
};

/** Words that deny what follows in the same clause ("no fever", "sin tos"). */
export const NEGATIONS = ['no', 'not', 'without', 'never', 'dont have', "don't have", 'do not have', 'denies', 'sin', 'nahi', 'nahin', 'नहीं'];
