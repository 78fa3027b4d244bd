#!/usr/bin/env python3
"""Validate vignettes.json and print distribution tables."""
import json, os, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "country", "month", "present", "spoken", "dangerSigns", "expected",
        "triage", "ambiguous", "source", "note"]
SYMPTOMS = ["Fever", "Cough", "Sore throat", "Headache", "Fatigue", "Body aches", "Runny nose",
            "Nausea", "Diarrhea", "Loss of taste/smell", "Shortness of breath", "Chest pain",
            "Dizziness", "Chills", "Sweating"]
DANGERS = ["Stiff neck", "Confusion or very hard to wake", "Breathless at rest or blue lips",
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
    path = os.path.join(HERE, "vignettes.json")
    raw = open(path, encoding="utf-8").read()
    data = json.loads(raw)
    errs = []
    if list(data.keys()) != ["description", "cases"]:
        errs.append("top-level keys")
    if raw != json.dumps(data, indent=1, ensure_ascii=False) + "\n":
        errs.append("file is not indent=1 JSON with final newline")
    cases = data["cases"]
    ids = Counter(c.get("id") for c in cases)
    for i, n in ids.items():
        if n > 1:
            errs.append(f"duplicate id {i}")
    for c in cases:
        cid = c.get("id")
        if list(c.keys()) != KEYS:
            errs.append(f"{cid}: keys/order {list(c.keys())}")
            continue
        if not cid.startswith(c["country"].lower() + "-"):
            errs.append(f"{cid}: id prefix")
        if c["country"] not in COUNTRIES: errs.append(f"{cid}: country")
        if not (isinstance(c["month"], int) and 1 <= c["month"] <= 12): errs.append(f"{cid}: month")
        if not c["present"] or any(s not in SYMPTOMS for s in c["present"]) or len(set(c["present"])) != len(c["present"]):
            errs.append(f"{cid}: present")
        if not (1 <= len(c["spoken"]) <= 3) or any(s not in c["present"] for s in c["spoken"]) or len(set(c["spoken"])) != len(c["spoken"]):
            errs.append(f"{cid}: spoken")
        if any(d not in DANGERS for d in c["dangerSigns"]) or len(set(c["dangerSigns"])) != len(c["dangerSigns"]):
            errs.append(f"{cid}: dangerSigns")
        if c["expected"] not in LABELS: errs.append(f"{cid}: expected")
        if c["triage"] not in TRIAGE: errs.append(f"{cid}: triage")
        if not isinstance(c["ambiguous"], bool): errs.append(f"{cid}: ambiguous")
        if not c["source"] or not all(isinstance(s, str) and s for s in c["source"]): errs.append(f"{cid}: source")
        if not isinstance(c["note"], str) or len(c["note"]) < 20: errs.append(f"{cid}: note")
        if c["ambiguous"] and "rival" not in c["note"].lower(): errs.append(f"{cid}: ambiguous without rival in note")
        if c["dangerSigns"] and c["triage"] == "self-care": errs.append(f"{cid}: danger sign but self-care")
    n = len(cases)
    print(f"cases: {n}")
    def table(title, counter, order):
        print(f"\n{title}")
        for k in order:
            print(f"  {k:<16}{counter.get(k,0):>4}  {100*counter.get(k,0)/n:5.1f}%")
    table("per country", Counter(c["country"] for c in cases), COUNTRIES)
    table("per label", Counter(c["expected"] for c in cases), LABELS)
    table("per triage", Counter(c["triage"] for c in cases), TRIAGE)
    amb = sum(c["ambiguous"] for c in cases)
    print(f"\nambiguous: {amb} ({100*amb/n:.1f}%)")
    print("\nlabel x triage (E/S/C) and ambiguous")
    for l in LABELS:
        sub = [c for c in cases if c["expected"] == l]
        t = Counter(c["triage"] for c in sub)
        print(f"  {l:<16}{len(sub):>4}  E{t['emergency']:>3} S{t['see-doctor']:>3} C{t['self-care']:>3}  amb{sum(c['ambiguous'] for c in sub):>3}")
    print("\nmonths per label")
    for l in LABELS:
        m = Counter(c["month"] for c in cases if c["expected"] == l)
        print(f"  {l:<16}" + " ".join(f"{k}:{m[k]}" for k in range(1, 13) if m[k]))
    print("\nper-label symptom frequencies (% of cases of that label)")
    abbrev = ["Fev", "Cou", "Thr", "Hea", "Fat", "Ach", "Run", "Nau", "Dia", "T/S", "SOB", "ChP", "Diz", "Chi", "Swe"]
    print("  " + " " * 16 + "".join(f"{a:>5}" for a in abbrev))
    for l in LABELS:
        sub = [c for c in cases if c["expected"] == l]
        if not sub: continue
        row = "".join(f"{round(100*sum(s in c['present'] for c in sub)/len(sub)):>5}" for s in SYMPTOMS)
        print(f"  {l:<16}{row}")
    print("\ndanger-sign yes counts")
    dc = Counter(d for c in cases for d in c["dangerSigns"])
    for d in DANGERS:
        print(f"  {dc.get(d,0):>3}  {d}")
    print(f"\ncases with no danger sign but emergency: {sum(1 for c in cases if c['triage']=='emergency' and not c['dangerSigns'])}")
    print(f"spoken length: {dict(sorted(Counter(len(c['spoken']) for c in cases).items()))}")
    if errs:
        print("\nERRORS:")
        for e in errs: print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
