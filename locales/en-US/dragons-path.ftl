dragons-path-title = Dragons' Path
dragons-path-score = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
