#!/usr/bin/env python3
"""Build vignettes.json from the pipe-delimited case batch files (cases_*.txt)
that sit next to this script.

Line format (11 fields, '|' separated, '#' lines and blank lines ignored):
id|country|month|present codes|spoken codes|danger codes|expected|triage|ambiguous(0/1)|source keys|note
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

SYM = {
    "F": "Fever", "C": "Cough", "ST": "Sore throat", "H": "Headache",
    "Fa": "Fatigue", "BA": "Body aches", "RN": "Runny nose", "N": "Nausea",
    "D": "Diarrhea", "LTS": "Loss of taste/smell", "SOB": "Shortness of breath",
    "CP": "Chest pain", "Dz": "Dizziness", "Ch": "Chills", "Sw": "Sweating",
}
SYM_ORDER = list(SYM.values())

DANGER = {
    "neck": "Stiff neck",
    "conf": "Confusion or very hard to wake",
    "blue": "Breathless at rest or blue lips",
    "chest": "Chest pain or pressure that does not go away",
    "bleed": "Bleeding from gums or nose, or blood in vomit or stool",
    "fluids": "Cannot keep fluids down",
    "belly": "Severe belly pain",
    "faint": "Fainted or had a seizure",
    "rash": "Rash that does not fade when pressed",
    "urine": "Very little or no urine for 12 hours",
    "fast": "Face drooping, arm weakness or slurred speech",
    "baby": "A baby under 3 months old with a fever",
    "preg": "Pregnant, with a severe headache, blurred vision or sudden swelling of the face or hands",
    "thunder": "A sudden, severe headache, the worst ever",
}

TRIAGE = {"e": "emergency", "sd": "see-doctor", "sc": "self-care"}

SRC = {
    "who-den": "WHO/TDR. Dengue: guidelines for diagnosis, treatment, prevention and control. Geneva: WHO; 2009",
    "paho-den": "PAHO. Dengue: guidelines for patient care in the Region of the Americas, 2nd ed. Washington DC: PAHO; 2016",
    "cdc-den": "CDC. Dengue: clinical features, warning signs and severe dengue (for healthcare providers), 2024",
    "in-den": "NVBDCP (India). National guidelines for clinical management of dengue fever. New Delhi: MoHFW; 2015",
    "br-den": "Brasil, Ministério da Saúde. Dengue: diagnóstico e manejo clínico, adulto e criança, 6a ed. 2024",
    "mx-den": "Secretaría de Salud (México). Manejo del dengue no grave y el dengue grave: guía de práctica clínica (CENETEC)",
    "den-freq": "Halsey ES et al. Correlation of serotype-specific dengue virus infection with clinical manifestations. PLoS Negl Trop Dis 2012;6:e1638",
    "who-mal": "WHO. WHO guidelines for malaria. Geneva: WHO; 2023",
    "who-sev": "WHO. Severe malaria. Trop Med Int Health 2014;19(Suppl 1):7-131",
    "in-mal": "NVBDCP (India). Guidelines for diagnosis and treatment of malaria in India, 3rd ed. 2014",
    "uk-mal": "Lalloo DG et al. UK malaria treatment guidelines 2016. J Infect 2016;72:635-49",
    "cdc-mal": "CDC Yellow Book 2024: Malaria; CDC Malaria diagnosis and treatment guidelines for US clinicians, 2023",
    "fr-mal": "SPILF. Prise en charge et prévention du paludisme d'importation: mise à jour 2017 des recommandations",
    "who-ty": "WHO. Typhoid and other invasive salmonellosis: vaccine-preventable diseases surveillance standards. 2018",
    "parry": "Parry CM et al. Typhoid fever. N Engl J Med 2002;347:1770-82",
    "sefi": "John J et al. Estimating the incidence of enteric fever in children in India (SEFI). Lancet Infect Dis / N Engl J Med 2023;388:1491-1500",
    "cdc-ty": "CDC Yellow Book 2024: Typhoid and paratyphoid fever",
    "who-chik": "WHO SEARO. Guidelines on clinical management of chikungunya fever. New Delhi: WHO; 2008",
    "paho-chik": "PAHO/CDC. Preparedness and response for chikungunya virus introduction in the Americas. 2011",
    "staples": "Staples JE, Breiman RF, Powers AM. Chikungunya fever: an epidemiological review of a re-emerging infectious disease. Clin Infect Dis 2009;49:942-8",
    "ecdc-chik": "ECDC. Chikungunya virus disease: annual epidemiological reports and autochthonous cases in the EU/EEA (2017, 2024-2025)",
    "cdc-flu": "CDC. Flu symptoms and complications; emergency warning signs of flu, 2024",
    "cdc-fluav": "CDC. Influenza antiviral medications: summary for clinicians (higher-risk groups), 2024",
    "monto": "Monto AS et al. Clinical signs and symptoms predicting influenza infection. Arch Intern Med 2000;160:3243-7",
    "nice-flu": "NICE CKS. Influenza - seasonal, 2024",
    "in-flu": "MoHFW (India). Seasonal influenza: guidelines for categorisation of patients, 2019",
    "jp-flu": "NIID Japan. Infectious Diseases Weekly Report (IDWR): influenza and febrile seizures/encephalopathy surveillance",
    "au-flu": "Australian Government DoHAC. Australian Respiratory Surveillance Report (influenza season June-September)",
    "nice-cold": "NICE CKS. Common cold, 2023",
    "heik": "Heikkinen T, Järvinen A. The common cold. Lancet 2003;361:51-9",
    "eccles": "Eccles R. Understanding the symptoms of the common cold and influenza. Lancet Infect Dis 2005;5:718-25",
    "who-cov": "WHO. Clinical management of COVID-19: living guideline, 2023",
    "cdc-cov": "CDC. Symptoms of COVID-19; COVID-19 treatment for people at higher risk, 2024",
    "menni": "Menni C et al. Symptom prevalence, duration, and risk of hospital admission during omicron and delta dominance. Lancet 2022;399:1618-24",
    "nice-cov": "NICE NG191. COVID-19 rapid guideline: managing COVID-19, 2023",
    "who-diar": "WHO. The treatment of diarrhoea: a manual for physicians and other senior health workers, 4th rev. 2005",
    "imci": "WHO/UNICEF. Integrated Management of Childhood Illness chart booklet, 2014",
    "nice-ge": "NICE CG84. Diarrhoea and vomiting caused by gastroenteritis in under 5s: diagnosis and management",
    "cdc-noro": "CDC. Norovirus: symptoms and clinical overview, 2024",
    "acg": "Riddle MS et al. ACG clinical guideline: diagnosis, treatment and prevention of acute diarrheal infections in adults. Am J Gastroenterol 2016;111:602-22",
    "ichd": "Headache Classification Committee of the IHS. ICHD-3. Cephalalgia 2018;38:1-211",
    "nice-head": "NICE CG150. Headaches in over 12s: diagnosis and management, 2021",
    "snoop": "Do TP et al. Red and orange flags for secondary headaches in clinical practice: SNNOOP10 list. Neurology 2019;92:134-44",
    "nice-fev": "NICE NG143. Fever in under 5s: assessment and initial management (traffic-light system), 2021",
    "nice-sep": "NICE NG51. Suspected sepsis: recognition, diagnosis and early management, 2024",
    "ottawa": "Perry JJ et al. Validation of the Ottawa subarachnoid hemorrhage rule. JAMA 2013;310:1248-55",
    "aha-stroke": "Powers WJ et al. AHA/ASA guidelines for early management of acute ischemic stroke, 2019; FAST/BE-FAST public messaging",
    "nice-men": "NICE NG240. Meningitis (bacterial) and meningococcal disease: recognition, diagnosis and management, 2024",
    "esc-acs": "Byrne RA et al. 2023 ESC guidelines for the management of acute coronary syndromes. Eur Heart J 2023;44:3720-826",
    "esc-pe": "Konstantinides SV et al. 2019 ESC guidelines for acute pulmonary embolism. Eur Heart J 2020;41:543-603",
    "nice-pe": "NICE NG133. Hypertension in pregnancy: diagnosis and management, 2023",
    "nice-ect": "NICE NG126. Ectopic pregnancy and miscarriage: diagnosis and initial management, 2023",
    "ispad": "ISPAD Clinical Practice Consensus Guidelines 2022: diabetic ketoacidosis and hyperglycaemic hyperosmolar state",
    "cdc-heat": "CDC. Heat-related illnesses: warning signs and first aid (heat stroke, heat exhaustion), 2024",
    "jp-heat": "Japanese Association for Acute Medicine. Heatstroke practice guideline 2015 (severity grades I-III)",
    "uk-co": "UKHSA. Carbon monoxide: general information and clinical management, 2022",
    "nice-st": "NICE NG84. Sore throat (acute): antimicrobial prescribing (FeverPAIN/Centor), 2018",
    "nice-sin": "NICE NG79. Sinusitis (acute): antimicrobial prescribing, 2017",
    "nice-om": "NICE NG91. Otitis media (acute): antimicrobial prescribing, 2022",
    "nice-uti": "NICE NG111. Pyelonephritis (acute): antimicrobial prescribing, 2018",
    "nice-pn": "NICE NG138. Pneumonia (community-acquired): antimicrobial prescribing, 2019 (CRB-65)",
    "nice-bronch": "NICE NG9. Bronchiolitis in children: diagnosis and management, 2021",
    "cdc-rsv": "CDC. RSV in infants and young children: symptoms and care, 2024",
    "gina": "Global Initiative for Asthma. Global strategy for asthma management and prevention, 2024",
    "au-tsa": "Thien F et al. The Melbourne epidemic thunderstorm asthma event 2016. Lancet Planet Health 2018;2:e255-63",
    "icmr-rick": "ICMR/DHR. Guidelines for diagnosis and management of rickettsial diseases in India, 2015",
    "varghese": "Varghese GM et al. Scrub typhus in South India: clinical and laboratory manifestations. Int J Infect Dis 2013;17:e981-7",
    "morch": "Mørch K et al. Acute undifferentiated fever in India: a multicentre study of aetiology and diagnostic accuracy. BMC Infect Dis 2017;17:665",
    "who-lepto": "WHO/ILS. Human leptospirosis: guidance for diagnosis, surveillance and control. 2003",
    "cdc-hepa": "CDC. Hepatitis A: clinical overview and serology, 2024",
    "who-measles": "WHO. Measles fact sheet; Manual for the laboratory-based surveillance of measles, 2023",
    "who-zika": "WHO. Zika virus fact sheet 2022; CDC Zika clinical evaluation and pregnancy guidance",
    "cdc-rmsf": "CDC. Rocky Mountain spotted fever: clinical signs and symptoms; Álvarez-Hernández G et al. RMSF in Mexico. Lancet Infect Dis 2017;17:e189-96",
    "ecdc-wnv": "ECDC. West Nile virus infection: annual epidemiological report and seasonal surveillance (Italy), 2022-2024",
    "rrv": "Harley D, Sleigh A, Ritchie S. Ross River virus transmission, infection, and disease. Clin Microbiol Rev 2001;14:909-32",
    "hanta": "Vaheri A et al. Uncovering the mysteries of hantavirus infections. Nat Rev Microbiol 2013;11:539-50; Folkhälsomyndigheten sorkfeber statistics",
    "myco": "Waites KB, Talkington DF. Mycoplasma pneumoniae and its role as a human pathogen. Clin Microbiol Rev 2004;17:697-728; NIID Japan IDWR 2024",
    "nice-anaemia": "NICE CKS. Anaemia - iron deficiency, 2024",
    "nice-panic": "NICE CG113. Generalised anxiety disorder and panic disorder in adults: management, 2019",
    "nice-ar": "NICE CKS. Allergic rhinitis, 2023",
    "wses": "Di Saverio S et al. Diagnosis and treatment of acute appendicitis: 2020 update of the WSES Jerusalem guidelines. World J Emerg Surg 2020;15:27",
    "tokyo": "Yokoe M et al. Tokyo Guidelines 2018: diagnostic criteria and severity grading of acute cholecystitis. J Hepatobiliary Pancreat Sci 2018;25:41-54",
    "travel": "Leder K et al. GeoSentinel surveillance of illness in returned travelers, 2007-2011. Ann Intern Med 2013;158:456-68",
    "triage": "Huibers L et al. Out-of-hours care in western countries: assessment of different organizational models. BMC Health Serv Res 2009;9:105; NHS 111 minimum data set",
    "ecdc-resp": "ECDC/WHO Europe. European Respiratory Virus Surveillance Summary (ERVISS), seasonal patterns 2022-2025",
}

LABELS = ["flu", "common-cold", "covid", "dengue", "malaria", "typhoid",
          "chikungunya", "gastroenteritis", "migraine", "other"]


def codes(field, table, what, cid):
    out = []
    for c in field.split():
        if c not in table:
            raise SystemExit(f"{cid}: unknown {what} code {c!r}")
        out.append(table[c])
    return out


def parse_line(line, fname, n):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 11:
        raise SystemExit(f"{fname}:{n}: expected 11 fields, got {len(parts)}")
    cid, cc, month, pres, spk, dang, exp, tri, amb, src, note = parts
    present = codes(pres, SYM, "symptom", cid)
    present = [s for s in SYM_ORDER if s in present]  # canonical order
    spoken = codes(spk, SYM, "symptom", cid)  # order as said
    danger = codes(dang, DANGER, "danger", cid)
    if exp not in LABELS:
        raise SystemExit(f"{cid}: bad label {exp}")
    sources = []
    for k in src.split():
        if k not in SRC:
            raise SystemExit(f"{cid}: unknown source key {k}")
        sources.append(SRC[k])
    return {
        "id": cid,
        "country": cc,
        "month": int(month),
        "present": present,
        "spoken": spoken,
        "dangerSigns": danger,
        "expected": exp,
        "triage": TRIAGE[tri],
        "ambiguous": amb == "1",
        "source": sources,
        "note": note,
    }


DESCRIPTION = (
    "Independent clinical evaluation set of symptom-checker vignettes for a multi-country "
    "health line (India, Brazil, Mexico, Spain, United States, Canada, United Kingdom, France, "
    "Germany, Italy, the Netherlands, Sweden, Norway, Japan, Australia). Each case is a patient "
    "calling in a given month, described by a fixed 15-item symptom checklist, the 1-3 symptoms "
    "volunteered first, yes-answers to 14 fixed danger-sign questions, the final diagnosis label "
    "(flu, common-cold, covid, dengue, malaria, typhoid, chikungunya, gastroenteritis, migraine, "
    "other), the reference triage level (emergency, see-doctor, self-care) under WHO, CDC, PAHO "
    "and NICE criteria, and a flag for cases where a second label fits the checklist answers about "
    "as well. Case mix reflects a care-seeking population with extra weight on India's tropical "
    "febrile illness; symptoms were sampled from published frequencies rather than textbook "
    "completeness. Version 10."
)


def main():
    cases = []
    for f in sorted(HERE.glob("cases_*.txt")):
        for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            cases.append(parse_line(line, f.name, n))
    out = {"description": DESCRIPTION, "cases": cases}
    with open(HERE / "vignettes.json", "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
