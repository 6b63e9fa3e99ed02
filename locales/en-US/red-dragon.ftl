red-dragon-title = Red Dragon
red-dragon-score = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
