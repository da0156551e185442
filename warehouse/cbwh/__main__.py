from cbwh.cli import main

main()
