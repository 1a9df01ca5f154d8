"""Naming evidence: what identifiers say about the values they hold (`X_train` is data,
`keep_prob` a hyper-parameter), and the local name of TensorFlow in a file."""

from __future__ import annotations

import re

from tfshape_lint.analysis.names import ImportTable

#: Names of arrays of examples (`X_train`, `test_images`, `trX`, `x_data`, `features`).
ARRAY_NAME = re.compile(
    r"""(?ix)^_*(
        [xy]|(tr|te|va|val|valid|test|train|dev|eval)(_?set)?_?[xy](_?\w{0,12})|[xy]_?(train|test|val|valid|validation|dev|eval|all|data|input|in|out|
        target|batch|set|tr|te|va|shuffled?|norm|scaled|pad(ded)?)\w*
        |\w*(images?|imgs|labels?|data|dataset|features?|feats|inputs|targets|samples|examples|sequences|seqs|
             matri(x|ces)|arrays?|embeddings?|vectors|vecs|onehot|one_hot|tokens|ids|pixels|frames|signals|
             observations|obs|states|spectrograms?|audio|waves?|texts|sentences|corpus)(_?\w{0,12})?
    )$""")
#: Names of hyper-parameters and flags (`keep_prob`, `lr`, `is_training`, `handle`).
SCALAR_NAME = re.compile(
    r"""(?ix)(keep|prob|dropout|drop_rate|^lr$|_lr$|^lr_|learning|rate|is_|^training$|train_mode|phase|mode$|
        ^step|_step$|epoch|^iter|temp|beta|alpha|lambda|^lam$|decay|momentum|margin|^eps|epsilon|thresh|flag|
        size$|^n_|^num_|_num$|count|scale|^reg|gamma|tau|weight$|sigma|^use_|bool|ratio|factor|coef|handle|
        ^seq_?len$|^max_|^min_|seed|^idx$|^i$|^j$|^k$|^t$|^n$|^bs$)""")
#: Roots of configuration namespaces: `FLAGS.lr`, `args.dropout`.
CONFIG_ROOTS = frozenset({"FLAGS", "flags", "args", "opt", "opts", "config", "cfg", "conf", "hparams", "hp",
                          "params", "options", "settings", "self.config", "self.cfg", "self.args", "self.hparams",
                          "self.params", "self.opt", "self.flags", "self.conf"})


#: A batch size by name (`batch_size`, `self.batch_size`, `bs`, `mb_size`), not a count of batches.
BATCH_SIZE_NAME = re.compile(r"(?i)^(\w*_)?(batch_?size|bs|bsize|mini_?batch_?size|mb_size|mbs)$")


_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")


def identifier_words(identifier: str) -> "set[str]":
    """`trainDS_v2` -> {"train", "ds", "v"}: the words of an identifier, lower-cased."""
    return {word.lower() for part in identifier.split("_") for word in _WORD.findall(part) if not word.isdigit()}


def looks_like_array(name: str) -> bool:
    """Naming evidence that `name` holds examples (`X_train`, `mnist.test.images`)."""
    last = name.rsplit(".", 1)[-1]
    if SCALAR_NAME.search(last) and not ARRAY_NAME.match(last):
        return False
    return bool(ARRAY_NAME.match(last))


def looks_like_scalar(name: str) -> bool:
    """Naming evidence that `name` is a hyper-parameter, flag or handle, not data."""
    root = name.rsplit(".", 1)[0] if "." in name else ""
    if root in CONFIG_ROOTS or root.split(".", 1)[0] in CONFIG_ROOTS and not looks_like_array(name):
        return True
    last = name.rsplit(".", 1)[-1]
    return bool(SCALAR_NAME.search(last)) and not ARRAY_NAME.match(last)


def tf_alias(names: ImportTable) -> str:
    """The local name the file uses for TensorFlow (`tf` when it has none)."""
    for local, target in names.aliases.items():
        if target in ("tensorflow", "tensorflow.compat.v1", "tensorflow.compat.v2") and "." not in local:
            return local
    return "tf"
