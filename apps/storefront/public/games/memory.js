// A small memory game for the /game info page: pairs of salon-product symbols, played with a
// mouse, touch or keyboard (every card is a button), in the language the page passes as ?lang=.
(function () {
  var TEXTS = {
    et: { title: 'Mälumäng', intro: 'Leia kõik paarid.', moves: function (n) { return 'Käike: ' + n; }, won: function (n) { return 'Tubli! Leidsid kõik paarid ' + n + ' käiguga.'; }, restart: 'Alusta uuesti', hidden: 'Peidetud kaart', card: function (i) { return 'Kaart ' + i; } },
    en: { title: 'Memory game', intro: 'Find all the pairs.', moves: function (n) { return 'Moves: ' + n; }, won: function (n) { return 'Well done! You found every pair in ' + n + (n === 1 ? ' move.' : ' moves.'); }, restart: 'Play again', hidden: 'Hidden card', card: function (i) { return 'Card ' + i; } },
    ru: { title: 'Игра на память', intro: 'Найдите все пары.', moves: function (n) { return 'Ходов: ' + n; }, won: function (n) { return 'Отлично! Вы нашли все пары. Ходов: ' + n + '.'; }, restart: 'Сыграть ещё раз', hidden: 'Закрытая карта', card: function (i) { return 'Карта ' + i; } },
    fi: { title: 'Muistipeli', intro: 'Löydä kaikki parit.', moves: function (n) { return 'Siirrot: ' + n; }, won: function (n) { return 'Hienoa! Löysit kaikki parit. Siirrot: ' + n + '.'; }, restart: 'Pelaa uudelleen', hidden: 'Piilotettu kortti', card: function (i) { return 'Kortti ' + i; } },
    lv: { title: 'Atmiņas spēle', intro: 'Atrodiet visus pārus.', moves: function (n) { return 'Gājieni: ' + n; }, won: function (n) { return 'Lieliski! Jūs atradāt visus pārus. Gājieni: ' + n + '.'; }, restart: 'Spēlēt vēlreiz', hidden: 'Apslēpta kartīte', card: function (i) { return 'Kartīte ' + i; } },
  };
  var SYMBOLS = [
    { glyph: '✂', name: { et: 'käärid', en: 'scissors', ru: 'ножницы', fi: 'sakset', lv: 'šķēres' } },
    { glyph: '✿', name: { et: 'lill', en: 'flower', ru: 'цветок', fi: 'kukka', lv: 'zieds' } },
    { glyph: '☀', name: { et: 'päike', en: 'sun', ru: 'солнце', fi: 'aurinko', lv: 'saule' } },
    { glyph: '♥', name: { et: 'süda', en: 'heart', ru: 'сердце', fi: 'sydän', lv: 'sirds' } },
    { glyph: '★', name: { et: 'täht', en: 'star', ru: 'звезда', fi: 'tähti', lv: 'zvaigzne' } },
    { glyph: '☾', name: { et: 'kuu', en: 'moon', ru: 'луна', fi: 'kuu', lv: 'mēness' } },
  ];
  var lang = new URLSearchParams(location.search).get('lang');
  if (!TEXTS[lang]) lang = 'en';
  var text = TEXTS[lang];
  document.documentElement.lang = lang;
  document.title = text.title;
  document.getElementById('title').textContent = text.title;
  document.getElementById('intro').textContent = text.intro;
  var board = document.getElementById('board');
  var movesLine = document.getElementById('moves');
  var wonLine = document.getElementById('won');
  var restart = document.getElementById('restart');
  restart.textContent = text.restart;

  var cards, open, moves, matched;

  function shuffled(list) {
    var copy = list.slice();
    for (var i = copy.length - 1; i > 0; i -= 1) {
      var j = Math.floor(Math.random() * (i + 1));
      var swap = copy[i]; copy[i] = copy[j]; copy[j] = swap;
    }
    return copy;
  }

  function label(card, index) {
    var shown = card.faceUp || card.matched;
    return text.card(index + 1) + ': ' + (shown ? card.symbol.name[lang] : text.hidden);
  }

  function paint() {
    cards.forEach(function (card, index) {
      card.button.textContent = card.faceUp || card.matched ? card.symbol.glyph : '';
      card.button.setAttribute('aria-label', label(card, index));
      card.button.setAttribute('aria-pressed', String(card.faceUp));
      card.button.classList.toggle('matched', card.matched);
      card.button.disabled = card.matched;
    });
    movesLine.textContent = text.moves(moves);
  }

  function turn(card) {
    if (card.faceUp || card.matched || open.length === 2) return;
    card.faceUp = true;
    open.push(card);
    if (open.length === 2) {
      moves += 1;
      var pair = open;
      if (pair[0].symbol === pair[1].symbol) {
        pair.forEach(function (each) { each.matched = true; each.faceUp = false; });
        open = [];
        matched += 1;
        if (matched === SYMBOLS.length) {
          wonLine.textContent = text.won(moves);
          wonLine.hidden = false;
          restart.focus();
        }
      } else {
        // Long enough to see both cards, short enough not to wait on.
        setTimeout(function () {
          pair.forEach(function (each) { each.faceUp = false; });
          open = [];
          paint();
        }, 900);
      }
    }
    paint();
  }

  function start() {
    board.textContent = '';
    open = []; moves = 0; matched = 0;
    wonLine.hidden = true;
    cards = shuffled(SYMBOLS.concat(SYMBOLS)).map(function (symbol) {
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'card';
      var card = { symbol: symbol, faceUp: false, matched: false, button: button };
      button.addEventListener('click', function () { turn(card); });
      board.appendChild(button);
      return card;
    });
    paint();
  }

  restart.addEventListener('click', start);
  start();
})();
