// Sortable tables. A table of class "sortable" gets a button in each heading of its head; a click
// orders the body's rows by that column and a second click reverses them. A cell's data-sort (a
// number) is its key when it has one, else its text; numbers go highest first on the first click,
// text A to Z. Rows keep their order among equals, and the heading says which way it sorts.
(function () {
  "use strict";
  function key(row, column) {
    var cell = row.cells[column];
    if (!cell) return "";
    var value = cell.getAttribute("data-sort");
    if (value !== null && value !== "" && !isNaN(Number(value))) return Number(value);
    return cell.textContent.trim().toLowerCase();
  }
  function compare(a, b) {
    if (typeof a === "number" && typeof b === "number") return a - b;
    if (typeof a === "number") return -1;
    if (typeof b === "number") return 1;
    return a.localeCompare(b, undefined, { numeric: true });
  }
  function sort(table, column, th) {
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var numeric = rows.some(function (r) { return typeof key(r, column) === "number"; });
    var current = th.getAttribute("aria-sort");
    var descending = current ? current === "ascending" : numeric;
    rows.sort(function (a, b) {
      var order = compare(key(a, column), key(b, column));
      return descending ? -order : order;
    });
    rows.forEach(function (r) { body.appendChild(r); });
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (other) {
      other.removeAttribute("aria-sort");
    });
    th.setAttribute("aria-sort", descending ? "descending" : "ascending");
  }
  Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), function (table) {
    if (!table.tHead || !table.tBodies.length) return;
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, column) {
      var button = document.createElement("button");
      button.type = "button";
      button.className = "sort";
      while (th.firstChild) button.appendChild(th.firstChild);
      button.addEventListener("click", function () { sort(table, column, th); });
      th.appendChild(button);
    });
  });
})();
