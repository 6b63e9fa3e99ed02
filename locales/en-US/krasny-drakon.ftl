krasny-drakon-title = Krasny Drakon
krasny-drakon-score = { $count ->
    [one] { $count } player outlasted
   *[other] { $count } players outlasted
}
