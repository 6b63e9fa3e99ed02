sarkanytojas-title = Sárkánytojás
sarkanytojas-score = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
