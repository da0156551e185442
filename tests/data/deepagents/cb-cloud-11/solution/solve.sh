#!/bin/sh
set -eu
printf '%s\n' 'Alicia Rich' > /app/answer.txt
