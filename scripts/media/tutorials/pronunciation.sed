# Respellings for the English espeak-ng voice. Captions keep the real text; only the speech changes.
# Order matters: the email address and domain go before the bare brand name.
s/hola@hablarte\.com/hola at ablarteh dot com/g
s/hablarte\.com/ablarteh dot com/g
# Read the phone number digit by digit, the way people say it.
s/+1 (512) 555-0142/1, 5 1 2, 5 5 5, 0 1 4 2/g
# "Hablarte" has a silent h in Spanish; the English voice would say "hab-lart".
s/Hablarte/ablarteh/g
s/Grade 1&2/Grade 1 and 2/g
s/Grade 3-5/Grade 3 to 5/g
s/7-day/seven-day/g
