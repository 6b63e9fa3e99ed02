play-of-the-dragons-title = Play of the Dragons
play-of-the-dragons-score = { $count ->
    [one] { $count } gold
   *[other] { $count } gold
}
