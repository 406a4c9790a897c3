"""The club's results: ratings worked out from finished games (`ratings`), the table of honour as the program shows
it (`honours`), and a finished game's headline in words (`outcomes`)."""
