#pragma once
// What the secret-leak tests search written files for: the forms in which a key could leak.
#include <QByteArray>
#include <QRandomGenerator>
#include <QString>

#include <vector>

namespace ttft::testing {

// A fresh random key body, hex: no file on the machine can hold it by chance.
inline QByteArray randomHex(int bytes)
{
    QByteArray raw(bytes, Qt::Uninitialized);
    for (char &byte : raw)
        byte = char(QRandomGenerator::system()->bounded(256));
    return raw.toHex();
}

struct Needle {
    QString what;
    QByteArray bytes;
};

// The forms in which `key` could leak: whole, any 12-character slice (a truncated or partly
// masked copy), base64 at each of the three alignments (the key inside a longer encoded string,
// e.g. Basic auth; only the characters the key alone determines), base64url, and UTF-16.
// `publicPrefix` is the part every such key shares (printed masked as "sk-…"): not a secret.
inline std::vector<Needle> needlesFor(const QByteArray &key, const QByteArray &publicPrefix, const QString &name)
{
    std::vector<Needle> needles{{name, key}};
    for (qsizetype i = 0; i + 12 <= key.size(); ++i) {
        const QByteArray slice = key.mid(i, 12);
        if (!publicPrefix.contains(slice))
            needles.push_back({name + QStringLiteral(" slice at %1").arg(i), slice});
    }
    for (int offset = 0; offset < 3; ++offset) {
        const QByteArray encoded = QByteArray(QByteArray(offset, 'x') + key).toBase64();
        const QByteArray stable = encoded.mid(offset == 0 ? 0 : 4).chopped(4);
        needles.push_back({name + QStringLiteral(" base64 at offset %1").arg(offset), stable});
        needles.push_back({name + QStringLiteral(" base64url at offset %1").arg(offset),
                           QByteArray(stable).replace('+', '-').replace('/', '_')});
    }
    const QString wide = QString::fromLatin1(key);
    needles.push_back({name + QStringLiteral(" UTF-16"),
                       QByteArray(reinterpret_cast<const char *>(wide.utf16()), wide.size() * 2)});
    return needles;
}

} // namespace ttft::testing
