#!/bin/sh
set -eu
printf '%s\n' 'Crystal Fisher' > /app/answer.txt
