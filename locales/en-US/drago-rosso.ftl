drago-rosso-title = Drago Rosso
drago-rosso-score = { $count ->
    [one] { $count } gem
   *[other] { $count } gems
}
