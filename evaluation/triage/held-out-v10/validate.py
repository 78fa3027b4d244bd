#!/usr/bin/env python3
"""Validate vignettes.json and print distribution tables (terminal only)."""
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent

KEYS = ["id", "country", "month", "present", "spoken", "dangerSigns", "expected",
        "triage", "ambiguous", "source", "note"]
SYMPTOMS = ["Fever", "Cough", "Sore throat", "Headache", "Fatigue", "Body aches",
            "Runny nose", "Nausea", "Diarrhea", "Loss of taste/smell",
            "Shortness of breath", "Chest pain", "Dizziness", "Chills", "Sweating"]
DANGER = ["Stiff neck", "Confusion or very hard to wake", "Breathless at rest or blue lips",
          "Chest pain or pressure that does not go away",
          "Bleeding from gums or nose, or blood in vomit or stool", "Cannot keep fluids down",
          "Severe belly pain", "Fainted or had a seizure", "Rash that does not fade when pressed",
          "Very little or no urine for 12 hours", "Face drooping, arm weakness or slurred speech",
          "A baby under 3 months old with a fever",
          "Pregnant, with a severe headache, blurred vision or sudden swelling of the face or hands",
          "A sudden, severe headache, the worst ever"]
LABELS = ["flu", "common-cold", "covid", "dengue", "malaria", "typhoid", "chikungunya",
          "gastroenteritis", "migraine", "other"]
TRIAGE = ["emergency", "see-doctor", "self-care"]
COUNTRIES = ["IN", "BR", "MX", "ES", "US", "CA", "GB", "FR", "DE", "IT", "NL", "SE", "NO", "JP", "AU"]


def main():
    path = HERE / "vignettes.json"
    raw = path.read_text(encoding="utf-8")
    data = json.loads(raw)
    errs = []
    if not raw.endswith("\n"):
        errs.append("file does not end with a newline")
    if list(data.keys()) != ["description", "cases"]:
        errs.append(f"top-level keys {list(data.keys())}")
    if not isinstance(data.get("description"), str) or not data["description"].strip():
        errs.append("empty description")
    cases = data["cases"]
    ids = Counter(c.get("id") for c in cases)
    for i, n in ids.items():
        if n > 1:
            errs.append(f"duplicate id {i}")
    for c in cases:
        cid = c.get("id")
        if list(c.keys()) != KEYS:
            errs.append(f"{cid}: keys {list(c.keys())}")
            continue
        if not isinstance(cid, str) or not cid.startswith(c["country"].lower() + "-"):
            errs.append(f"{cid}: id must start with country code")
        if c["country"] not in COUNTRIES:
            errs.append(f"{cid}: country {c['country']}")
        if not (isinstance(c["month"], int) and 1 <= c["month"] <= 12):
            errs.append(f"{cid}: month {c['month']}")
        p = c["present"]
        if not p or any(s not in SYMPTOMS for s in p) or len(set(p)) != len(p):
            errs.append(f"{cid}: present {p}")
        s = c["spoken"]
        if not (1 <= len(s) <= 3) or any(x not in p for x in s) or len(set(s)) != len(s):
            errs.append(f"{cid}: spoken {s}")
        d = c["dangerSigns"]
        if any(x not in DANGER for x in d) or len(set(d)) != len(d):
            errs.append(f"{cid}: dangerSigns {d}")
        if c["expected"] not in LABELS:
            errs.append(f"{cid}: expected {c['expected']}")
        if c["triage"] not in TRIAGE:
            errs.append(f"{cid}: triage {c['triage']}")
        if not isinstance(c["ambiguous"], bool):
            errs.append(f"{cid}: ambiguous not bool")
        if c["ambiguous"] and "Rival label" not in c["note"]:
            errs.append(f"{cid}: ambiguous without rival label in note")
        if not c["ambiguous"] and "Rival label" in c["note"]:
            errs.append(f"{cid}: rival named but not ambiguous")
        if not (isinstance(c["source"], list) and c["source"] and all(isinstance(x, str) and x for x in c["source"])):
            errs.append(f"{cid}: source")
        if not isinstance(c["note"], str) or len(c["note"]) < 40:
            errs.append(f"{cid}: note too short")
        if d and c["triage"] == "self-care":
            errs.append(f"{cid}: danger sign yes but self-care")
    n = len(cases)
    print(f"cases: {n}")

    def table(title, counter, order=None):
        print(f"\n{title}")
        keys = order or sorted(counter, key=lambda k: -counter[k])
        for k in keys:
            if counter.get(k):
                print(f"  {k:<18}{counter[k]:>4}  {100 * counter[k] / n:5.1f}%")

    table("per country", Counter(c["country"] for c in cases), COUNTRIES)
    table("per label", Counter(c["expected"] for c in cases), LABELS)
    table("per triage", Counter(c["triage"] for c in cases), TRIAGE)
    amb = sum(c["ambiguous"] for c in cases)
    print(f"\nambiguous: {amb} ({100 * amb / n:.1f}%)")
    table("per month", Counter(c["month"] for c in cases), list(range(1, 13)))

    print("\nlabel x triage (emergency/see-doctor/self-care, ambiguous)")
    for lab in LABELS:
        sub = [c for c in cases if c["expected"] == lab]
        t = Counter(c["triage"] for c in sub)
        print(f"  {lab:<16}{len(sub):>4}   {t['emergency']:>3} {t['see-doctor']:>3} {t['self-care']:>3}   amb {sum(c['ambiguous'] for c in sub):>3}")

    print("\nlabel x country")
    print("  " + " " * 16 + "".join(f"{cc:>4}" for cc in COUNTRIES))
    for lab in LABELS:
        row = Counter(c["country"] for c in cases if c["expected"] == lab)
        print(f"  {lab:<16}" + "".join(f"{row.get(cc, 0):>4}" for cc in COUNTRIES))

    print("\nper-label symptom frequencies (% of cases of that label)")
    abbr = {"Fever": "Fev", "Cough": "Cou", "Sore throat": "SoT", "Headache": "Hea",
            "Fatigue": "Fat", "Body aches": "Ach", "Runny nose": "RuN", "Nausea": "Nau",
            "Diarrhea": "Dia", "Loss of taste/smell": "LTS", "Shortness of breath": "SOB",
            "Chest pain": "ChP", "Dizziness": "Diz", "Chills": "Chi", "Sweating": "Swe"}
    print("  " + " " * 16 + " n " + "".join(f"{abbr[s]:>5}" for s in SYMPTOMS))
    for lab in LABELS:
        sub = [c for c in cases if c["expected"] == lab]
        if not sub:
            continue
        row = "".join(f"{round(100 * sum(s in c['present'] for c in sub) / len(sub)):>5}" for s in SYMPTOMS)
        print(f"  {lab:<16}{len(sub):>3}{row}")

    print("\ndanger-sign yes-answers")
    dc = Counter(x for c in cases for x in c["dangerSigns"])
    for k in DANGER:
        print(f"  {dc.get(k, 0):>3}  {k}")
    em_no = sum(1 for c in cases if c["triage"] == "emergency" and not c["dangerSigns"])
    print(f"  emergencies with no yes-answer: {em_no}")
    avg_p = sum(len(c["present"]) for c in cases) / n
    print(f"\nmean symptoms present: {avg_p:.2f}; spoken length: {dict(sorted(Counter(len(c['spoken']) for c in cases).items()))}")

    if errs:
        print("\nERRORS:")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
